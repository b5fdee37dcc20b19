// npm run build: the ESM library with .d.ts in dist/ (tsc), straight from src/.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
execFileSync('npx', ['tsc', '-p', 'src'], { stdio: 'inherit' });
console.log('built dist/ (ESM + .d.ts): entries mcp-elicit and mcp-elicit/adapter');
