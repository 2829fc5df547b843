import { RouterProvider } from 'react-router';
import { router } from './router/routes';

export function App() {
  return <RouterProvider router={router} />;
}
