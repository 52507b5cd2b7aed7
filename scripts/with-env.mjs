// Runs a command with environment changes, portably: `node scripts/with-env.mjs A=1 B= -- cmd args`.
// An empty value removes the variable. `--if-set NAME` skips the command (exit 0) when NAME is unset.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split === -1) throw new Error('usage: with-env.mjs [--if-set NAME] [K=V ...] -- command [args]');
const env = { ...process.env };
const options = args.slice(0, split);
for (let i = 0; i < options.length; i++) {
  if (options[i] === '--if-set') {
    const name = options[++i];
    if (!process.env[name]) {
      console.log(`${name} is not set: skipping "${args.slice(split + 1).join(' ')}"`);
      process.exit(0);
    }
    continue;
  }
  const [key, ...rest] = options[i].split('=');
  const value = rest.join('=');
  if (value) env[key] = value;
  else delete env[key];
}
const [command, ...commandArgs] = args.slice(split + 1);
const result = spawnSync(command, commandArgs, { stdio: 'inherit', env, shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
