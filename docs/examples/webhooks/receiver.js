// A webhook receiver in plain Node.js: it trusts an event only when x-service-signature is the
// HMAC-SHA512 of the raw body keyed with your secret key, compared in constant time.
//   ESCROW_SECRET_KEY=sk_test_... PORT=4242 node receiver.js
const crypto = require('node:crypto');
const http = require('node:http');

const secretKey = process.env.ESCROW_SECRET_KEY;

function signatureValid(rawBody, signature) {
  const expected = crypto.createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(String(signature || ''), 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks); // the bytes as sent: never re-serialize before checking
      if (!signatureValid(rawBody, req.headers['x-service-signature'])) {
        console.log('rejected: bad signature');
        res.writeHead(401).end();
        return;
      }
      const event = JSON.parse(rawBody);
      console.log(`verified ${event.type} ${event.id}`);
      // Deduplicate by event.id, answer 2xx within 5 s, do slow work after answering.
      res.writeHead(200).end();
    });
  })
  .listen(Number(process.env.PORT || 4242), '127.0.0.1');
