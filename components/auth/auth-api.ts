import { request } from "@/lib/api/request";
import type {
  AccountView,
  LoginInput,
  RecoveryConfirmInput,
  RecoveryInput,
  RegisterInput,
  SessionAnswer,
  VerificationConfirmInput,
} from "@/lib/schemas/auth";

/**
 * The account screens' client of /api/auth/*. Calls resolve with the server's answer or reject with an
 * ApiError (lib/api/request) carrying the server's message, code and status.
 */

const post = <T>(path: string, body?: unknown) =>
  request<T>(path, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });

export const authApi = {
  register: (input: RegisterInput) => post<SessionAnswer>("/api/auth/register", input),
  login: (input: LoginInput) => post<SessionAnswer>("/api/auth/login", input),
  logout: () => post<{ ok: true }>("/api/auth/logout"),
  me: () => request<SessionAnswer>("/api/auth/me"),
  resendVerification: () => post<{ sent: boolean }>("/api/auth/verification"),
  confirmVerification: (input: VerificationConfirmInput) => post<{ user: AccountView; passwordReset: boolean }>("/api/auth/verification/confirm", input),
  requestRecovery: (input: RecoveryInput) => post<{ message: string }>("/api/auth/recovery", input),
  confirmRecovery: (input: RecoveryConfirmInput) => post<{ message: string }>("/api/auth/recovery/confirm", input),
};
