import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-host.css';

/** The toast container, its own chunk: AppLayout mounts it when the first toast is wanted. */
export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={4000} theme="colored" />;
}
