import { rmSync } from 'node:fs';
import { openDatabase } from '../api/db/connection.ts';
import { readConfig } from '../config.ts';

const { databasePath } = readConfig();
for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
openDatabase(databasePath).close();
console.log(`Recreated and seeded ${databasePath}`);
