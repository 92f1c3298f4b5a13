export { handle, respond, errorResponse, type HandlerContext } from "./handle";
export { requireScope } from "./credentials";
export { clientIp } from "./request";
