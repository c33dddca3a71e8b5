import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { readBootstrap } from '@/lib/bootstrap';
import { applyInitialTheme } from '@/components/layout/theme-toggle';
import { startApp } from '@/app/start';

applyInitialTheme();
await startApp(document.getElementById('root')!, await readBootstrap());
