import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** The narrow centred card of the login, register and recovery screens. */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-card account-screen mx-auto">
      <Card className="shadow-sm">
        <Card.Body className="p-4">{children}</Card.Body>
        {footer && <Card.Footer className="text-center small py-3 bg-transparent">{footer}</Card.Footer>}
      </Card>
    </div>
  );
}
