import { FEEDBACK_CATEGORIES, FEEDBACK_TYPES, type FeedbackCategory } from "../messages";

/**
 * The four feedback types as a segmented control built from real radio buttons: it works
 * without JavaScript, arrow keys move between types, and screen readers hear a radio group.
 */
export function FeedbackTypePicker({
  value,
  onChange,
  disabled,
}: {
  value: FeedbackCategory;
  onChange: (value: FeedbackCategory) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 block text-sm font-medium text-slate-800 dark:text-slate-200">Feedback type</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FEEDBACK_CATEGORIES.map((category) => (
          <label
            key={category}
            className="flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-2 text-center text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:has-checked:border-brand-500 dark:has-checked:bg-brand-600 dark:has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="category"
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              className="sr-only"
            />
            {FEEDBACK_TYPES[category].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
