import { request } from "@/lib/api/request";
import type {
  LoginInput,
  RecoveryConfirmInput,
  RecoveryInput,
  RegisterInput,
  SessionAnswer,
  VerificationConfirmedAnswer,
  VerificationConfirmInput,
  VerificationResendInput,
} from "@/lib/schemas/auth";

/**
 * The account screens' client of /api/auth/*. Calls resolve with the `data` of the server's answer or
 * reject with an ApiError (lib/api/request) carrying the server's message, code and status.
 */

const post = async <T>(path: string, body?: unknown) =>
  (await request<{ data: T }>(path, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) })).data;

export const authApi = {
  register: (input: RegisterInput) => post<SessionAnswer>("/api/auth/register", input),
  login: (input: LoginInput) => post<SessionAnswer>("/api/auth/login", input),
  logout: () => post<null>("/api/auth/logout"),
  me: async () => (await request<{ data: SessionAnswer }>("/api/auth/me")).data,
  resendVerification: () => post<{ sent: boolean }>("/api/auth/verification"),
  resendVerificationByEmail: (input: VerificationResendInput) => post<{ message: string }>("/api/auth/verification/resend", input),
  confirmVerification: (input: VerificationConfirmInput) => post<VerificationConfirmedAnswer>("/api/auth/verification/confirm", input),
  requestRecovery: (input: RecoveryInput) => post<{ message: string }>("/api/auth/recovery", input),
  confirmRecovery: (input: RecoveryConfirmInput) => post<{ message: string }>("/api/auth/recovery/confirm", input),
};
