/**
 * npm run backup [-- <folder>]   (default backups/<date-time>)
 * npm run restore -- <folder>
 * Reads the server's own settings (DATABASE_URL, DATA_DIR, S3_BUCKET): see README 'Backups'.
 */
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, folder] = process.argv.slice(2);
const config = loadConfig();
const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, s3Bucket: config.S3_BUCKET };

try {
  if (command === 'backup') {
    const out = folder ?? join('backups', new Date().toISOString().replaceAll(/[:.]/g, '-'));
    const manifest = await backup(target, out);
    console.log(
      `Backed up the ${manifest.engine} database${manifest.files ? ' and the uploaded files' : ''} to ${out}`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restore(target, folder);
    console.log(
      `Restored the ${manifest.engine} database${manifest.files ? ' and the uploaded files' : ''} from ${folder}`,
    );
  } else {
    console.error('Usage: npm run backup [-- <folder>] | npm run restore -- <folder>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
