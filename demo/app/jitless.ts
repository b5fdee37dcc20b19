// The MCP SDK validates with zod, which probes `new Function` once unless told not to. This page
// runs under a Content-Security-Policy without 'unsafe-eval', so tell it first.
import { config } from 'zod';

config({ jitless: true });
