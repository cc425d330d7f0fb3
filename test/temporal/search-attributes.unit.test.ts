import fs from 'node:fs';
import path from 'node:path';
import { registrationType, SEARCH_ATTRIBUTE_KEYS } from '../../workflows/search-attributes';

// Every server the workflows run on must know their search attributes (an unknown one fails
// the workflow task that sets it). npm start and the bench pass devServerFlags(), the
// tests register SEARCH_ATTRIBUTE_KEYS; both compose files list them by hand.

test.each(['docker-compose.yml', 'deploy/docker-compose.yml'])('%s registers exactly the search attributes the workflows set', (file) => {
  const compose = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
  const listed = [...compose.matchAll(/^\s*-\s*(\w+=(?:Keyword|Datetime))\s*$/gm)].map((m) => m[1]).sort();
  expect(listed).toEqual(SEARCH_ATTRIBUTE_KEYS.map((key) => `${key.name}=${registrationType(key)}`).sort());
});
