// The page frame every app shares: skip link, top navigation, main landmark, footer.
import type { ReactNode } from 'react';
import { TopNav } from './top-nav';
import { Footer } from './footer';
import './shell.css';
import { SHELL_TEXT } from './messages';

export function AppFrame({ children, attendeeExtras }: { children: ReactNode; attendeeExtras?: ReactNode }) {
  return (
    <div className="pv-shell">
      <a className="pv-skip-link" href="#main">
        {SHELL_TEXT.skipToContent}
      </a>
      <TopNav attendeeExtras={attendeeExtras} />
      <main id="main" className="pv-shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
