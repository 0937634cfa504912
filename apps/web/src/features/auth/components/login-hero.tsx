import { PackageSearchIcon, TruckIcon, UsersIcon } from '@/components/ui/lite-icons';

const highlights = [
  {
    icon: TruckIcon,
    title: 'Track orders',
    text: 'Follow every order from submission to approval in real time.',
  },
  {
    icon: PackageSearchIcon,
    title: 'Manage inventory',
    text: 'Browse the full parts catalogue and keep your shelves stocked.',
  },
  {
    icon: UsersIcon,
    title: 'Collaborate with your team',
    text: 'Give every member of your store the access they need.',
  },
];

/** The marketing side of the login page (spec section 1). */
export function LoginHero() {
  return (
    <section
      aria-labelledby="login-hero-title"
      className="relative flex flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 px-6 py-8 text-white sm:px-10 lg:px-14 lg:py-12"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-32 -left-20 size-96 rounded-full bg-violet-400/20 blur-3xl"
      />
      <div className="relative flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-white/15 font-bold text-lg ring-1 ring-white/25">
          MS
        </span>
        <span className="font-semibold text-lg tracking-tight">MS Portal</span>
      </div>
      <div className="relative my-8 max-w-lg lg:my-0">
        <h2
          id="login-hero-title"
          className="text-balance font-bold text-2xl tracking-tight sm:text-3xl lg:text-4xl"
        >
          Your wholesale operations, in one place
        </h2>
        <p className="mt-3 text-base text-indigo-100 lg:text-lg">
          Track orders, manage inventory and collaborate with your team on one platform built for parts
          stores.
        </p>
        <ul className="mt-8 hidden gap-5 lg:grid">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-indigo-100 text-sm">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative flex items-center gap-3 text-indigo-100 text-sm">
        <span aria-hidden className="flex -space-x-2">
          {['bg-amber-300', 'bg-emerald-300', 'bg-sky-300'].map((color) => (
            <span key={color} className={`size-7 rounded-full border-2 border-indigo-600 ${color}`} />
          ))}
        </span>
        <span className="font-medium text-white">Trusted by 1000+ stores</span>
      </p>
    </section>
  );
}
