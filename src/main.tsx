import './styles/bootstrap.scss';
import './styles/site.css';
import { applyInitialTheme } from '@/lib/initial-theme';
import { readBootstrap } from '@/lib/read-bootstrap';
import { nextTask } from '@/lib/next-task';

applyInitialTheme();

// The site's code is evaluated in steps, each in a task of its own: React's DOM renderer,
// the router, the data layer, the HTTP client, then the app. Evaluated in one go (about 600 KB of
// script), it blocked a phone's slow CPU for one long task, counted whole in Lighthouse's Total
// Blocking Time. Each package is a chunk of its own (STARTUP_PACKAGES in vite.config.ts), so a step
// evaluates only that chunk. Each step names one export: a whole namespace would keep every export
// of the package in the build.
for (const step of [
  () => import('react-dom/client').then((m) => m.hydrateRoot),
  () => import('react-router-dom').then((m) => m.RouterProvider),
  () => import('@tanstack/react-query').then((m) => m.QueryClient),
  () => import('axios').then((m) => m.default),
]) {
  await step();
  await nextTask();
}
const { startApp } = await import('@/app/start');
await nextTask();
await startApp(document.getElementById('root')!, await readBootstrap());
