import { PRODUCT_NAME } from "~/lib/brand";

const FAQS: { question: string; answer: string }[] = [
  {
    question: `Can I try ${PRODUCT_NAME} before paying?`,
    answer:
      "Yes. Every account starts with one free analysis of your own channel, no card required. You can also open the demo at any time, without an account.",
  },
  {
    question: "How do payments work?",
    answer:
      "Payments go through Stripe, a card payment provider. You enter your card on Stripe's checkout page; it is never sent to or stored on our servers (we keep only the card brand and last four digits to show on your account).",
  },
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes, from Account Settings. Cancelling stops the next renewal, and you keep access until the end of the period you have paid for.",
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Manage billing in Account Settings opens Stripe's customer portal, where you can move to a bigger or smaller plan whenever your channel's needs change.",
  },
  {
    question: "Which platforms are supported?",
    answer: `${PRODUCT_NAME} is built for YouTube. Its insights come from your channel's videos and comments, the YouTube Studio exports you upload, and YouTube search for your niche.`,
  },
  {
    question: "What is 1-on-1 Channel Strategy Coaching?",
    answer: "Creator+ members get sessions with a strategist who works through their channel's data with them.",
  },
];

export function PricingFaq() {
  return (
    <dl className="grid gap-6 md:grid-cols-2">
      {FAQS.map((faq) => (
        <div
          key={faq.question}
          className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="font-semibold">{faq.question}</dt>
          <dd className="mt-2 text-sm text-slate-600 dark:text-slate-300">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
