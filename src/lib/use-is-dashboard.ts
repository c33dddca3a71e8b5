import { useLocation } from 'react-router-dom';

/** Dashboard pages use toasts for notifications and form errors (docs/product-rules.md#pages-and-routes). */
const isDashboardPath = (pathname: string) => pathname.includes('dashboard');

export function useIsDashboard(): boolean {
  return isDashboardPath(useLocation().pathname);
}
