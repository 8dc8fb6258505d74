import type { ReactNode } from 'react';

/** The page around every screen: the navigation bar on top, the screen filling the rest of the viewport. */
export function PageFrame({ navigation, children }: { navigation: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {navigation}
      <main className="flex flex-1 flex-col">{children}</main>
    </div>
  );
}
