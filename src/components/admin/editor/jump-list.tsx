/** The sections of a long form, each a link to its heading: the owner jumps instead of scrolling. */
export function JumpList({ sections }: { sections: ReadonlyArray<{ id: string; label: string }> }) {
  return (
    <nav aria-label="Sections of this form" className="rounded-md bg-muted px-4 py-3 text-sm">
      <p className="font-medium">Jump to</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-primary underline">
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
