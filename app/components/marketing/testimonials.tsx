type Testimonial = { quote: string; author: string; role: string };

// Invented personas, labelled as such on the page: we do not put words in real people's mouths.
const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "I used to guess my next video from whatever I felt like filming. Now I start from what my viewers are actually asking for.",
    author: "Priya N.",
    role: "Home-cooking channel, 40K subscribers",
  },
  {
    quote:
      "The comment sentiment view showed me a question half my audience kept asking. That follow-up became my best video of the year.",
    author: "Marcus T.",
    role: "Budget tech reviewer, 120K subscribers",
  },
  {
    quote:
      "Grouping my tutorials into series kept people watching one after another. Planning them took minutes, not an afternoon.",
    author: "Lena K.",
    role: "Watercolour teacher, 18K subscribers",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Built for creators like you
        </h2>
        <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">Illustrative creator personas.</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <blockquote className="flex-1 text-slate-700 dark:text-slate-200">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold">{item.author}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
