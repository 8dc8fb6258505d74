import { APP_SHELL_TEXT } from '@liftwise/domain';
/**
 * A screen of the route table whose feature arrives in a later issue: its spec title and one line, nothing more,
 * so the route exists, is guarded, and can be linked to today.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{APP_SHELL_TEXT.page.comingSoon}</p>
    </section>
  );
}
