import { Logo } from '../layout/Logo';
import { NotFoundView } from '../layout/NotFoundView';

/** Any path the route table does not know (spec §2 `*`): open to everyone, signed in or not. */
export default function NotFoundPage() {
  return (
    <div className="app-standalone">
      <header className="app-standalone-header">
        <Logo />
      </header>
      <main id="main" className="app-standalone-main">
        <NotFoundView kind="page" />
      </main>
    </div>
  );
}
