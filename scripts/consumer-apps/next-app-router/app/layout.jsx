import '@estate/react/styles.css';
import { Providers } from './providers';

export const metadata = { title: 'Partner agency' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <Providers apiUrl={process.env.ESTATE_API_URL}>{children}</Providers>
      </body>
    </html>
  );
}
