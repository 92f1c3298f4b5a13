import { z } from "zod";
import { ID_MAX } from "@/lib/constants/common";
import { API_TOKEN_EXPIRY_DAYS_MAX, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from "@/lib/constants/tokens";
import { tokensCopy } from "@/lib/copy/tokens";
import { isFreeOfControlCharacters } from "./text";
import { timeZoneSchema } from "./time-zone";

/** Personal API tokens and calendar feeds: requests and what the API answers. */

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: tokensCopy.scopeInvalid });
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: tokensCopy.nameRequired })
    .trim()
    .min(1, { error: tokensCopy.nameRequired })
    .max(API_TOKEN_NAME_MAX, { error: tokensCopy.nameTooLong, abort: true })
    .refine(isFreeOfControlCharacters, { error: tokensCopy.nameRequired }),
  scope: apiTokenScopeSchema,
  /** Whole days from now; null or absent: never expires. */
  expiresInDays: z
    .number({ error: tokensCopy.expiryInvalid })
    .int({ error: tokensCopy.expiryInvalid })
    .min(1, { error: tokensCopy.expiryInvalid })
    .max(API_TOKEN_EXPIRY_DAYS_MAX, { error: tokensCopy.expiryInvalid })
    .nullish()
    .transform((v) => v ?? null),
  /** The creator's IANA zone (the browser's), where the MCP tools read and show times; UTC when absent. */
  timeZone: timeZoneSchema.nullish().transform((v) => v ?? null),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;
export type CreateApiTokenData = z.output<typeof createApiTokenSchema>;

/** A token as listed: never its secret. */
export const apiTokenViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenViewSchema>;

/** The answer of creating a token: the secret, shown this once. */
export const createdApiTokenSchema = z.object({ token: apiTokenViewSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const createCalendarFeedSchema = z.object({
  /** Null or absent: every workspace the user can see. */
  workspaceId: z
    .string()
    .trim()
    .min(1)
    .max(ID_MAX, { abort: true })
    .regex(/^[A-Za-z0-9_-]+$/)
    .nullish()
    .transform((v) => v ?? null),
  includeCompleted: z.boolean().optional().transform((v) => v ?? false),
});
export type CreateCalendarFeedInput = z.input<typeof createCalendarFeedSchema>;
export type CreateCalendarFeedData = z.output<typeof createCalendarFeedSchema>;

export const calendarFeedViewSchema = z.object({
  id: z.string(),
  workspaceId: z.string().nullable(),
  includeCompleted: z.boolean(),
  createdAt: z.string(),
});
export type CalendarFeedView = z.infer<typeof calendarFeedViewSchema>;

/** The answer of creating a feed: its https and webcal URLs, shown this once. */
export const createdCalendarFeedSchema = z.object({ feed: calendarFeedViewSchema, url: z.string(), webcalUrl: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

/** Route ids of tokens and feeds: opaque, bounded (the length is refused before the pattern reads it), no path characters. */
export const accessIdSchema = z
  .string()
  .min(1)
  .max(ID_MAX, { abort: true })
  .regex(/^[A-Za-z0-9_-]+$/);
