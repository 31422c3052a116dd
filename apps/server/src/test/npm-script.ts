import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs `npm run <script> -- …args` from the repository's root, as an operator types it, with no
 * database configured but what `env` gives; answers its exit status and its output's lines (npm's
 * own warnings left out).
 */
export function runNpmScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string[]; stderr: string[] }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      resolve({ status, stdout: lines(stdout), stderr: lines(stderr) });
    });
  });
}
