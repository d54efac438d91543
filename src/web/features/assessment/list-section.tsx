import { memo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { splitList } from '#domain';
import { Badge } from '../../components/ui/badge';
import { Field } from '../../components/ui/field';
import { ListInput } from '../../components/ui/list-input';
import { type AssessmentForm, SectionCard } from './section-card';

/**
 * Medications or allergies: typed as a list (commas or Enter), and the items entered shown back
 * as badges.
 */
export const ListSection = memo(function ListSection({
  form,
  field,
  section,
  title,
  intro,
  hint,
}: {
  form: AssessmentForm;
  field: 'medications' | 'allergies';
  section: 'medications' | 'allergies';
  title: string;
  intro: string;
  hint: string;
}) {
  const text = useWatch({ control: form.control, name: field });
  const { errors } = useFormState({ control: form.control, name: field });
  const items = [...new Set(splitList(text ?? ''))];
  return (
    <SectionCard section={section} title={title} intro={intro}>
      <Field label={`Your ${title.toLowerCase()}`} hint={hint} error={errors[field]?.message}>
        <ListInput
          {...form.register(field)}
          onListChange={(next) =>
            form.setValue(field, next, { shouldDirty: true, shouldTouch: true })
          }
        />
      </Field>
      {items.length > 0 ? (
        <ul aria-label={`${title} entered`} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="neutral">{item}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">None entered.</p>
      )}
    </SectionCard>
  );
});
