<?php
// A webhook receiver in PHP: it trusts an event only when x-service-signature is the
// HMAC-SHA512 of the raw body keyed with your secret key, compared in constant time.
//   ESCROW_SECRET_KEY=sk_test_... php -S 127.0.0.1:4242 receiver.php

$secretKey = getenv('ESCROW_SECRET_KEY');
$rawBody = file_get_contents('php://input'); // the bytes as sent
$signature = $_SERVER['HTTP_X_SERVICE_SIGNATURE'] ?? '';

if (!hash_equals(hash_hmac('sha512', $rawBody, $secretKey), $signature)) {
    error_log('rejected: bad signature');
    http_response_code(401);
    exit;
}

$event = json_decode($rawBody, true);
error_log("verified {$event['type']} {$event['id']}");
// Deduplicate by $event['id'], answer 2xx within 5 s, do slow work after answering.
http_response_code(200);
