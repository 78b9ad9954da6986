export const SESSION_COOKIE = 'pennant.sid';
