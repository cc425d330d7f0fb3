import { startFakePaystack } from './server';

// `npm run fake-provider`: a fake Paystack for local demos of the live plane (README "Live plane").
//   FAKE_PROVIDER_PORT (default 4010), PROVIDER_SECRET_KEY (the key the service uses),
//   FAKE_PROVIDER_EVENTS_URL (default http://127.0.0.1:3000/provider/events).
async function main() {
  const secretKey = process.env.PROVIDER_SECRET_KEY;
  if (!secretKey) throw new Error('Set PROVIDER_SECRET_KEY: the fake checks it as Paystack does, and signs its events with it');
  const fake = await startFakePaystack({
    secretKey,
    port: Number(process.env.FAKE_PROVIDER_PORT ?? 4010),
    eventsUrl: process.env.FAKE_PROVIDER_EVENTS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/provider/events`,
  });
  console.log(`fake Paystack on ${fake.url}; events to ${fake.state.eventsUrl}`);
  console.log(`run the service with PROVIDER_BASE_URL=${fake.url} and the same PROVIDER_SECRET_KEY`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
