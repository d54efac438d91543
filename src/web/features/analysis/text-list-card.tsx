import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** A titled card of text items (the analysis's lists), or a plain line when the list is empty. */
export function TextListCard({
  title,
  items,
  className,
}: {
  title: string;
  items: readonly string[];
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length > 0 ? (
          <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Nothing specific for your profile.</p>
        )}
      </CardContent>
    </Card>
  );
}
