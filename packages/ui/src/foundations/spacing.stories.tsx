import type { Meta, StoryObj } from "@storybook/react-vite";

// Tailwind v4 derives every spacing utility from one variable: `p-4` is `calc(var(--spacing) * 4)`.
// Class names are written out in full so Tailwind generates them.
const steps = [
  { step: 0.5, bar: "w-0.5", use: "Hairline gaps" },
  { step: 1, bar: "w-1", use: "Icon to text" },
  { step: 1.5, bar: "w-1.5", use: "Title to description" },
  { step: 2, bar: "w-2", use: "Button icon gap" },
  { step: 3, bar: "w-3", use: "Inline groups" },
  { step: 4, bar: "w-4", use: "Compact padding" },
  { step: 6, bar: "w-6", use: "Card padding, card gap" },
  { step: 8, bar: "w-8", use: "Between blocks" },
  { step: 12, bar: "w-12", use: "Empty states" },
  { step: 16, bar: "w-16", use: "Section padding (mobile)" },
  { step: 24, bar: "w-24", use: "Section padding (desktop)" },
] as const;

function SpacingPage() {
  return (
    <section className="grid gap-4" aria-labelledby="spacing">
      <h2 id="spacing" className="text-2xl font-bold tracking-tight">
        Spacing scale
      </h2>
      <p className="max-w-2xl text-muted-foreground">
        One base unit, <code>--spacing: 0.25rem</code> (4 px). A utility&apos;s number is a multiple
        of it: <code>gap-6</code> is 1.5 rem (24 px).
      </p>
      <table className="w-full max-w-3xl text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Step
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Size
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Sample
            </th>
            <th scope="col" className="py-2 font-semibold">
              Typical use
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map(({ step, bar, use }) => (
            <tr key={step} className="border-t border-border">
              <td className="py-2 pr-4">
                <code>{step}</code>
              </td>
              <td className="py-2 pr-4 tabular-nums">
                {step * 0.25} rem / {step * 4} px
              </td>
              <td className="py-2 pr-4">
                <span aria-hidden="true" className={`block h-4 rounded-sm bg-primary ${bar}`} />
              </td>
              <td className="py-2 text-muted-foreground">{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const meta = {
  title: "Foundations/Spacing",
  tags: ["autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale: multiples of `--spacing`. */
export const Spacing: Story = { render: () => <SpacingPage /> };
