import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { applyInitialTheme } from '@/lib/initial-theme';
import { readBootstrap } from '@/lib/read-bootstrap';

applyInitialTheme();

// The site's code starts in steps, each in a task of its own (issue 14): React, then the app. Run in
// one go, a phone's slow CPU was blocked for one long task (Lighthouse's Total Blocking Time).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const app = import('@/app/start');
await import('react-dom/client');
await nextTask();
const { startApp } = await app;
await startApp(document.getElementById('root')!, await readBootstrap());
