# A webhook receiver in Python (standard library only): it trusts an event only when
# x-service-signature is the HMAC-SHA512 of the raw body keyed with your secret key.
#   ESCROW_SECRET_KEY=sk_test_... PORT=4242 python3 receiver.py
import hashlib
import hmac
import json
import os
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET_KEY = os.environ["ESCROW_SECRET_KEY"].encode()


def signature_valid(raw_body: bytes, signature: str) -> bool:
    expected = hmac.new(SECRET_KEY, raw_body, hashlib.sha512).hexdigest()
    return hmac.compare_digest(expected, signature)  # constant time


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not signature_valid(raw_body, self.headers.get("x-service-signature", "")):
            print("rejected: bad signature", flush=True)
            self.send_response(401)
            self.end_headers()
            return
        event = json.loads(raw_body)
        print(f"verified {event['type']} {event['id']}", flush=True)
        # Deduplicate by event["id"], answer 2xx within 5 s, do slow work after answering.
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", int(os.environ.get("PORT", "4242"))), Receiver).serve_forever()
