/**
 * Duely's reminder scheduler as an Appwrite Function, for deployments without a scheduler of their own
 * (Vercel Hobby allows a cron job once a day, reminders need one every minute). Scheduled `* * * * *`,
 * it calls the app's GET /api/cron/reminders with the bearer secret — the same request Vercel Cron
 * makes — and logs the answer. Variables of the function: DUELY_APP_URL (the app's public URL, e.g.
 * https://duely.example.com) and CRON_SECRET (the app's own CRON_SECRET). No dependencies: the Node.js
 * runtime's fetch is enough. `npm run appwrite:setup -- --reminders-function` prints how to deploy it.
 */
module.exports = async ({ res, log, error }) => {
  const appUrl = process.env.DUELY_APP_URL;
  const secret = process.env.CRON_SECRET;
  if (!appUrl || !secret) {
    error("Set DUELY_APP_URL and CRON_SECRET as variables of this function.");
    return res.json({ ok: false }, 500);
  }
  const response = await fetch(new URL("/api/cron/reminders", appUrl), {
    headers: { authorization: `Bearer ${secret}` },
    signal: AbortSignal.timeout(55_000),
  });
  const body = (await response.text()).slice(0, 500);
  (response.ok ? log : error)(`GET /api/cron/reminders: ${response.status} ${body}`);
  return res.json({ ok: response.ok, status: response.status }, response.ok ? 200 : 502);
};
