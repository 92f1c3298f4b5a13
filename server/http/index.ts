export { handle, respond } from "./handle";
export { requireScope } from "./credentials";
export { clientIp } from "./request";
