import { BulletList, Section, SubHeading } from '../components/static-page';

export function WhatIsLeasing() {
  return (
    <Section title="Hvad er privatleasing?" id="hvad-er-privatleasing">
      <p>
        Når du privatleaser, lejer du en ny eller næsten ny bil i en fast periode til en fast månedlig pris.
        Leasingselskabet ejer bilen, og du kører i den, som var den din. Når perioden er slut, afleverer du
        bilen igen – og kan lease en ny, hvis du vil.
      </p>
      <p>
        Du betaler for at bruge bilen, ikke for at eje den. Derfor slipper du for at tænke på, hvad bilen er
        værd, når du skal af med den.
      </p>
    </Section>
  );
}

export function WhatIsIncluded() {
  return (
    <Section title="Hvad dækker den månedlige ydelse?" id="inkluderet">
      <p>Indholdet varierer fra aftale til aftale, så læs altid vilkårene. Som tommelfingerregel gælder:</p>
      <SubHeading>Typisk inkluderet</SubHeading>
      <BulletList>
        <li>Grøn ejerafgift (tidligere vægtafgift)</li>
        <li>Service og vedligeholdelse efter bilfabrikkens serviceprogram</li>
        <li>Vejhjælp</li>
      </BulletList>
      <SubHeading>Ofte, men ikke altid</SubHeading>
      <BulletList>
        <li>Forsikring – nogle tilbud har den med, andre kræver, at du selv tegner en kaskoforsikring</li>
        <li>Dæk og dækskifte mellem sommer- og vinterdæk</li>
        <li>Lånebil, mens din egen er på værksted</li>
      </BulletList>
      <SubHeading>Typisk ikke inkluderet</SubHeading>
      <BulletList>
        <li>Brændstof eller strøm, vask, parkering og broafgifter</li>
        <li>Selvrisiko ved skader</li>
        <li>Kilometer ud over din aftalte grænse (merkørsel)</li>
        <li>Skader og slid ud over det normale, når bilen afleveres</li>
      </BulletList>
    </Section>
  );
}

export function LeasingCosts() {
  return (
    <Section title="Det skal du betale" id="omkostninger">
      <SubHeading>Førstegangsydelse (udbetaling)</SubHeading>
      <p>
        Et engangsbeløb, du betaler, når aftalen starter. En højere udbetaling giver en lavere månedlig
        ydelse, men du får ikke pengene tilbage, hvis du stopper før tid. Nogle forhandlere lægger også et
        oprettelsesgebyr oven i.
      </p>
      <SubHeading>Månedlig ydelse</SubHeading>
      <p>Det faste beløb, du betaler hver måned i hele perioden.</p>
      <SubHeading>Kilometergrænse og merkørsel</SubHeading>
      <p>
        Du aftaler på forhånd, hvor mange kilometer du kører om året. Kører du mere, betaler du et fast beløb
        pr. ekstra kilometer, når aftalen slutter. Vælg hellere lidt for mange kilometer end for få – det er
        som regel billigere end at betale for merkørsel bagefter.
      </p>
      <SubHeading>Aflevering og synsrapport</SubHeading>
      <p>
        Når perioden er slut, bliver bilen gennemgået. Almindeligt slid er med i prisen, men buler, ridser og
        skader ud over det normale bliver du opkrævet for. Tag gerne billeder af bilen, når du får den og når
        du afleverer den.
      </p>
      <SubHeading>Typiske vilkår</SubHeading>
      <p>
        De fleste aftaler løber 12–48 måneder (36 måneder er det mest almindelige) med 10.000–30.000 km om
        året. Mange aftaler kan opsiges efter 12 måneder, ofte mod et gebyr – tjek vilkårene, før du skriver
        under.
      </p>
    </Section>
  );
}
