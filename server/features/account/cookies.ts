import type { FastifyReply } from 'fastify'

/** Passes better-auth's Set-Cookie lines (a fresh session, a sign-out) on to the browser. */
export const sendCookies = (reply: FastifyReply, cookies: string[]) => {
  for (const cookie of cookies) reply.header('set-cookie', cookie)
}
