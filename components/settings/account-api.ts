import { request } from "@/lib/api/request";
import type { AccountView, ChangePasswordInput, DeleteAccountInput, UpdateNameInput } from "@/lib/schemas/auth";

/**
 * Settings → Account's client of /api/auth/me and /api/auth/password. Calls resolve with the `data` of
 * the server's answer or reject with an ApiError (lib/api/request) carrying the server's message.
 */

const send = (method: "PATCH" | "POST" | "DELETE", path: string, body: unknown) => request<{ data: unknown } | undefined>(path, { method, body: JSON.stringify(body) });

export const accountApi = {
  updateName: async (input: UpdateNameInput) => ((await send("PATCH", "/api/auth/me", input)) as { data: AccountView }).data,
  changePassword: async (input: ChangePasswordInput) => void (await send("POST", "/api/auth/password", input)),
  deleteAccount: async (input: DeleteAccountInput) => void (await send("DELETE", "/api/auth/me", input)),
};
