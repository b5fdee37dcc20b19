import './jitless.js';
import './helpdesk-app.js';
