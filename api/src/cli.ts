import { createContext } from './cli/context.js';
import { runCli } from './cli/run-cli.js';
import { loadCliConfig } from './config.js';

try {
  await runCli(process.argv.slice(2), createContext(loadCliConfig()));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
