import { DateInput, maxLength, NumberInput, required, TextInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../../uploads';
import { imageAddress, wholeNumber } from './season-validators';

/** An episode's inputs: name, number, plot, air date, runtime and still image. */
export function EpisodeFields({ withStill = true }: { withStill?: boolean }) {
  const { trans } = useTrans();
  return (
    <>
      <TextInput source="name" label={trans('Name')} validate={[required(), maxLength(255)]} />
      <NumberInput
        source="episode_number"
        label={trans('Number')}
        min={0}
        step={1}
        validate={wholeNumber(trans)}
      />
      <TextInput source="plot" label={trans('Plot')} multiline minRows={3} />
      <DateInput source="release_date" label={trans('Air date')} />
      <NumberInput
        source="runtime"
        label={trans('Runtime (minutes)')}
        min={0}
        step={1}
        validate={wholeNumber(trans)}
      />
      {withStill && (
        <FileEntryInput
          source="poster"
          kind="image"
          label={trans('Still image')}
          validate={imageAddress(trans)}
        />
      )}
    </>
  );
}
