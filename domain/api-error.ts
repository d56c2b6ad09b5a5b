// The body of every failed API response (platform/http/error-handler.ts), read by the site's API
// client: the Portuguese message to show, a stable code, and per-field messages for forms.

export type ErrorBody = { error: string; code: string; fields?: Record<string, string> };
