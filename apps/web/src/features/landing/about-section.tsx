export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="about-title" className="font-bold text-3xl tracking-tight">
          About
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Liftwise is built for athletes who train on their own: it keeps your equipment, workouts, schedule
          and goals in one place, and uses AI to turn them into programs you can follow set by set.
        </p>
      </div>
    </section>
  );
}
