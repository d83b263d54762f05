/**
 * How long a session lasts and how often activity extends it. Both better-auth (features/auth)
 * and the session plugin's own sliding expiry read these, so they live below both.
 */
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 7
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24
