import type { ReactNode } from 'react';

/**
 * The page around every screen: the navigation bar on top, then a notice about the whole app if any (the offline
 * banner: in the flow, so it never covers a page's actions), the screen filling the rest of the viewport.
 */
export function PageFrame({
  navigation,
  notice,
  children,
}: {
  navigation: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {navigation}
      {notice}
      <main className="flex flex-1 flex-col">{children}</main>
    </div>
  );
}
