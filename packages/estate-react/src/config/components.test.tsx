import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useComponents, WithComponents } from './components.js';
import { EstateUIProvider } from './EstateProvider.js';
import type { LinkProps } from './context.js';

afterEach(cleanup);

const RouterLink = ({ href, children }: LinkProps) => <a data-router href={href}>{children}</a>;
const Bubble = () => <span>bubble</span>;

function Parts() {
  const { Link, MessageBubble, OwnerPreview } = useComponents();
  return (
    <p>
      <Link href="/x">link</Link> {MessageBubble ? 'custom bubble' : 'kit bubble'} {OwnerPreview ? 'custom owner' : 'kit owner'}
    </p>
  );
}

describe('useComponents', () => {
  it("gives the provider's parts, and the kit's where none is given", () => {
    render(
      <EstateUIProvider components={{ Link: RouterLink }}>
        <Parts />
      </EstateUIProvider>,
    );
    expect(screen.getByText('link').hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('paragraph').textContent).toBe('link kit bubble kit owner');
  });

  it("draws an href on another origin as a plain anchor, whatever Link the provider or WithComponents gives (a router cannot go there)", () => {
    const OtherRouterLink = ({ href, children }: LinkProps) => <a data-other-router href={href}>{children}</a>;
    function Links() {
      const { Link } = useComponents();
      return (
        <>
          <Link href="/here">here</Link>
          <Link href="https://estate.example/register">away</Link>
        </>
      );
    }
    render(
      <EstateUIProvider components={{ Link: RouterLink }}>
        <Links />
        <WithComponents components={{ Link: OtherRouterLink }}>
          <Links />
        </WithComponents>
      </EstateUIProvider>,
    );
    const [here, inner] = screen.getAllByText('here');
    expect(here!.hasAttribute('data-router')).toBe(true);
    expect(inner!.hasAttribute('data-other-router')).toBe(true);
    for (const away of screen.getAllByText('away')) {
      expect(away.getAttribute('href')).toBe('https://estate.example/register');
      expect(away.hasAttribute('data-router') || away.hasAttribute('data-other-router')).toBe(false);
    }
  });

  it('lets WithComponents replace a part for a subtree, keeping the rest', () => {
    render(
      <EstateUIProvider components={{ Link: RouterLink }}>
        <WithComponents components={{ MessageBubble: Bubble }}>
          <Parts />
        </WithComponents>
      </EstateUIProvider>,
    );
    expect(screen.getByText('link').hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('paragraph').textContent).toBe('link custom bubble kit owner');
  });
});
