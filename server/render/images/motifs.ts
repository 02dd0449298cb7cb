/**
 * Our own illustrations: no network exists for a published site's images, so each image key
 * (`{motif}-{variant}`, siteImageSchema.key) names a flat, geometric drawing made from the site's
 * palette. Drawn in a 400×300 box; the motif sits in the middle (about 120–280 × 70–240).
 */

/** Colours a motif is drawn with: primary, accent, light, dark, and a soft tint of the primary. */
export interface MotifColors {
  p: string;
  a: string;
  l: string;
  d: string;
  t: string;
}

type Draw = (k: MotifColors) => string;

const ray = (cx: number, cy: number, r1: number, r2: number, count: number, color: string, width: number) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const x1 = (cx + Math.cos(angle) * r1).toFixed(1);
    const y1 = (cy + Math.sin(angle) * r1).toFixed(1);
    const x2 = (cx + Math.cos(angle) * r2).toFixed(1);
    const y2 = (cy + Math.sin(angle) * r2).toFixed(1);
    return `<path d='M${x1} ${y1}L${x2} ${y2}' stroke='${color}' stroke-width='${width}' stroke-linecap='round'/>`;
  }).join("");

const MOTIFS: Record<string, { description: string; draw: Draw }> = {
  bread: {
    description: "a crusty loaf of bread",
    draw: (k) =>
      `<rect x='118' y='118' width='164' height='100' rx='50' fill='${k.p}'/><rect x='118' y='170' width='164' height='48' rx='14' fill='${k.p}'/><path d='M160 138l22 36M198 132l22 40M236 138l20 34' stroke='${k.l}' stroke-width='9' stroke-linecap='round' opacity='.75'/><rect x='104' y='214' width='192' height='12' rx='6' fill='${k.a}'/>`,
  },
  croissant: {
    description: "a golden croissant",
    draw: (k) =>
      `<g fill='${k.p}' stroke='${k.l}' stroke-width='6'><ellipse cx='112' cy='190' rx='20' ry='30' transform='rotate(-62 112 190)'/><ellipse cx='288' cy='190' rx='20' ry='30' transform='rotate(62 288 190)'/><ellipse cx='150' cy='170' rx='28' ry='42' transform='rotate(-35 150 170)'/><ellipse cx='250' cy='170' rx='28' ry='42' transform='rotate(35 250 170)'/><ellipse cx='200' cy='158' rx='34' ry='50'/></g><path d='M186 132q14 -8 28 0' stroke='${k.a}' stroke-width='6' fill='none' stroke-linecap='round'/>`,
  },
  cup: {
    description: "a cup of coffee on a saucer",
    draw: (k) =>
      `<path d='M152 96q10 -16 0 -32M186 96q10 -16 0 -32M220 96q10 -16 0 -32' stroke='${k.a}' stroke-width='8' fill='none' stroke-linecap='round'/><circle cx='268' cy='160' r='22' fill='none' stroke='${k.p}' stroke-width='14'/><path d='M128 118h144v52a72 72 0 0 1 -144 0z' fill='${k.p}'/><rect x='128' y='118' width='144' height='14' fill='${k.l}' opacity='.35'/><ellipse cx='200' cy='236' rx='104' ry='14' fill='${k.a}'/>`,
  },
  plate: {
    description: "a plate of food with a knife and fork",
    draw: (k) =>
      `<rect x='92' y='90' width='12' height='140' rx='6' fill='${k.p}'/><path d='M84 90v40q14 10 28 0v-40' fill='none' stroke='${k.p}' stroke-width='8' stroke-linecap='round'/><path d='M298 90q20 30 6 80v60h-10v-140z' fill='${k.p}'/><circle cx='200' cy='160' r='82' fill='${k.l}' stroke='${k.p}' stroke-width='10'/><circle cx='200' cy='160' r='58' fill='${k.t}'/><circle cx='184' cy='150' r='24' fill='${k.p}'/><circle cx='222' cy='172' r='17' fill='${k.a}'/><path d='M192 188q26 -30 44 -12q-22 26 -44 12z' fill='${k.p}' opacity='.8'/>`,
  },
  pizza: {
    description: "a wood-fired pizza",
    draw: (k) =>
      `<circle cx='200' cy='160' r='86' fill='${k.a}'/><circle cx='200' cy='160' r='72' fill='${k.p}'/><path d='M200 88v144M138 124l124 72M138 196l124 -72' stroke='${k.a}' stroke-width='5'/><g fill='${k.l}' opacity='.9'><circle cx='176' cy='128' r='11'/><circle cx='232' cy='142' r='11'/><circle cx='168' cy='188' r='11'/><circle cx='222' cy='196' r='11'/></g><g fill='${k.a}'><ellipse cx='200' cy='160' rx='7' ry='12' transform='rotate(30 200 160)'/><ellipse cx='246' cy='172' rx='6' ry='10'/></g>`,
  },
  wine: {
    description: "a glass and a bottle of wine",
    draw: (k) =>
      `<rect x='246' y='110' width='40' height='124' rx='10' fill='${k.a}'/><rect x='257' y='72' width='18' height='44' rx='6' fill='${k.a}'/><rect x='246' y='150' width='40' height='40' fill='${k.l}' opacity='.5'/><path d='M140 84h80q4 74 -40 92q-44 -18 -40 -92z' fill='none' stroke='${k.p}' stroke-width='8' stroke-linejoin='round'/><path d='M144 124h72q-6 40 -36 50q-30 -10 -36 -50z' fill='${k.p}'/><path d='M180 176v54' stroke='${k.p}' stroke-width='8'/><ellipse cx='180' cy='234' rx='34' ry='7' fill='${k.p}'/>`,
  },
  cocktail: {
    description: "a cocktail with a slice of lemon",
    draw: (k) =>
      `<circle cx='252' cy='96' r='30' fill='${k.a}'/><circle cx='252' cy='96' r='22' fill='${k.l}' opacity='.55'/><path d='M252 74v44M230 96h44M237 81l30 30M267 81l-30 30' stroke='${k.a}' stroke-width='3'/><path d='M128 96h144l-72 82z' fill='${k.p}'/><path d='M200 176v52' stroke='${k.p}' stroke-width='9'/><ellipse cx='200' cy='232' rx='44' ry='8' fill='${k.p}'/><path d='M160 80l46 66' stroke='${k.d}' stroke-width='4' opacity='.6'/><circle cx='196' cy='132' r='11' fill='${k.a}'/>`,
  },
  beer: {
    description: "a pint of beer",
    draw: (k) =>
      `<rect x='250' y='130' width='22' height='70' rx='11' fill='none' stroke='${k.p}' stroke-width='12'/><rect x='138' y='100' width='116' height='136' rx='14' fill='${k.a}'/><rect x='138' y='100' width='116' height='136' rx='14' fill='none' stroke='${k.p}' stroke-width='8'/><path d='M168 140v70M196 140v70M224 140v70' stroke='${k.l}' stroke-width='6' stroke-linecap='round' opacity='.45'/><g fill='${k.l}'><circle cx='150' cy='98' r='20'/><circle cx='180' cy='88' r='24'/><circle cx='214' cy='90' r='22'/><circle cx='242' cy='100' r='18'/></g>`,
  },
  cake: {
    description: "a layered celebration cake",
    draw: (k) =>
      `<ellipse cx='200' cy='234' rx='100' ry='10' fill='${k.a}'/><rect x='128' y='160' width='144' height='72' rx='10' fill='${k.p}'/><rect x='152' y='112' width='96' height='52' rx='10' fill='${k.p}'/><path d='M128 172q12 14 24 0t24 0t24 0t24 0t24 0t24 0v-10h-144z' fill='${k.l}'/><path d='M152 122q12 12 24 0t24 0t24 0t24 0v-10h-96z' fill='${k.l}'/><rect x='195' y='78' width='10' height='34' rx='4' fill='${k.a}'/><ellipse cx='200' cy='68' rx='8' ry='13' fill='${k.a}'/><g fill='${k.a}'><circle cx='160' cy='200' r='6'/><circle cx='200' cy='204' r='6'/><circle cx='240' cy='200' r='6'/></g>`,
  },
  icecream: {
    description: "an ice cream cone",
    draw: (k) =>
      `<path d='M160 150h80l-40 96z' fill='${k.a}'/><path d='M172 166l44 28M168 190l36 24M228 166l-44 28M232 190l-36 24' stroke='${k.l}' stroke-width='4' opacity='.6'/><circle cx='178' cy='138' r='32' fill='${k.p}'/><circle cx='222' cy='138' r='32' fill='${k.p}'/><circle cx='200' cy='104' r='34' fill='${k.p}'/><circle cx='188' cy='94' r='8' fill='${k.l}' opacity='.5'/><circle cx='206' cy='68' r='10' fill='${k.a}'/>`,
  },
  truck: {
    description: "a food truck",
    draw: (k) =>
      `<rect x='104' y='96' width='192' height='112' rx='18' fill='${k.p}'/><rect x='124' y='120' width='104' height='50' rx='6' fill='${k.l}'/><path d='M118 112h116v14h-116z' fill='${k.a}'/><g fill='${k.l}' opacity='.9'><path d='M118 112h20l-6 14h-14z'/><path d='M158 112h20l-6 14h-14z'/><path d='M198 112h20l-6 14h-14z'/></g><rect x='244' y='120' width='36' height='40' rx='6' fill='${k.l}' opacity='.7'/><circle cx='150' cy='210' r='22' fill='${k.d}'/><circle cx='150' cy='210' r='9' fill='${k.l}'/><circle cx='254' cy='210' r='22' fill='${k.d}'/><circle cx='254' cy='210' r='9' fill='${k.l}'/>`,
  },
  basket: {
    description: "a basket of fresh produce",
    draw: (k) =>
      `<path d='M140 140q60 -100 120 0' fill='none' stroke='${k.a}' stroke-width='10'/><circle cx='170' cy='136' r='26' fill='${k.p}'/><circle cx='214' cy='128' r='28' fill='${k.p}' opacity='.8'/><path d='M236 120q30 -30 40 0q-20 20 -40 0z' fill='${k.p}'/><path d='M120 146h160l-20 88h-120z' fill='${k.a}'/><path d='M126 172h148M132 200h136M160 146l6 88M200 146v88M240 146l-6 88' stroke='${k.l}' stroke-width='5' opacity='.55'/>`,
  },
  leaf: {
    description: "leaves on a branch",
    draw: (k) =>
      `<path d='M200 236c-80 -40 -80 -140 0 -170c80 30 80 130 0 170z' fill='${k.p}'/><path d='M200 236v-160M200 200l-34 -30M200 170l30 -26M200 140l-24 -20' stroke='${k.l}' stroke-width='6' stroke-linecap='round' opacity='.8'/><path d='M260 232c-10 -50 20 -76 48 -78c4 40 -14 70 -48 78z' fill='${k.a}'/><path d='M140 232c10 -44 -12 -66 -40 -70c-4 36 10 62 40 70z' fill='${k.a}' opacity='.8'/>`,
  },
  heart: {
    description: "a heart",
    draw: (k) =>
      `<path d='M200 236l-72 -72a46 46 0 0 1 72 -60a46 46 0 0 1 72 60z' fill='${k.p}'/><path d='M120 158h44l14 -26l20 52l16 -34h66' fill='none' stroke='${k.l}' stroke-width='8' stroke-linejoin='round' stroke-linecap='round'/><path d='M282 96l-18 -18a12 12 0 0 1 18 -15a12 12 0 0 1 18 15z' fill='${k.a}'/>`,
  },
  dumbbell: {
    description: "a dumbbell",
    draw: (k) =>
      `<rect x='130' y='152' width='140' height='16' rx='8' fill='${k.d}' opacity='.7'/><rect x='96' y='104' width='30' height='112' rx='10' fill='${k.p}'/><rect x='128' y='120' width='22' height='80' rx='8' fill='${k.a}'/><rect x='274' y='104' width='30' height='112' rx='10' fill='${k.p}'/><rect x='250' y='120' width='22' height='80' rx='8' fill='${k.a}'/>`,
  },
  tooth: {
    description: "a healthy, shining tooth",
    draw: (k) =>
      `<path d='M158 86c20 -8 30 6 42 6s22 -14 42 -6c30 12 26 64 14 90c-8 18 -8 62 -26 62c-16 0 -12 -50 -30 -50s-14 50 -30 50c-18 0 -18 -44 -26 -62c-12 -26 -16 -78 14 -90z' fill='${k.l}' stroke='${k.p}' stroke-width='9' stroke-linejoin='round'/><path d='M270 82l6 16l16 6l-16 6l-6 16l-6 -16l-16 -6l16 -6z' fill='${k.a}'/><path d='M118 128l4 10l10 4l-10 4l-4 10l-4 -10l-10 -4l10 -4z' fill='${k.a}'/>`,
  },
  lotus: {
    description: "a lotus flower",
    draw: (k) =>
      `<path d='M200 214c-36 -30 -36 -90 0 -130c36 40 36 100 0 130z' fill='${k.p}'/><path d='M196 214c-50 -6 -76 -50 -72 -96c40 8 70 50 72 96z' fill='${k.a}'/><path d='M204 214c50 -6 76 -50 72 -96c-40 8 -70 50 -72 96z' fill='${k.a}'/><path d='M194 218c-56 10 -92 -14 -104 -46c40 -8 80 12 104 46z' fill='${k.p}' opacity='.75'/><path d='M206 218c56 10 92 -14 104 -46c-40 -8 -80 12 -104 46z' fill='${k.p}' opacity='.75'/><ellipse cx='200' cy='232' rx='90' ry='8' fill='${k.p}' opacity='.35'/>`,
  },
  drop: {
    description: "a drop of water",
    draw: (k) =>
      `<ellipse cx='200' cy='226' rx='96' ry='14' fill='none' stroke='${k.a}' stroke-width='6'/><ellipse cx='200' cy='226' rx='56' ry='8' fill='none' stroke='${k.a}' stroke-width='5'/><path d='M200 70c30 44 58 76 58 110a58 58 0 0 1 -116 0c0 -34 28 -66 58 -110z' fill='${k.p}'/><path d='M170 180a30 30 0 0 0 24 28' stroke='${k.l}' stroke-width='8' fill='none' stroke-linecap='round' opacity='.7'/>`,
  },
  pill: {
    description: "capsules and tablets",
    draw: (k) =>
      `<g transform='rotate(-35 190 150)'><rect x='110' y='122' width='160' height='58' rx='29' fill='${k.p}'/><path d='M190 122h51a29 29 0 0 1 0 58h-51z' fill='${k.a}'/><rect x='128' y='134' width='40' height='10' rx='5' fill='${k.l}' opacity='.5'/></g><circle cx='262' cy='212' r='24' fill='${k.p}'/><path d='M244 212h36' stroke='${k.l}' stroke-width='5'/><circle cx='132' cy='220' r='16' fill='${k.a}'/>`,
  },
  glasses: {
    description: "a pair of glasses",
    draw: (k) =>
      `<path d='M108 136l-24 -18M292 136l24 -18' stroke='${k.p}' stroke-width='10' stroke-linecap='round'/><circle cx='150' cy='160' r='46' fill='${k.l}' stroke='${k.p}' stroke-width='12'/><circle cx='250' cy='160' r='46' fill='${k.l}' stroke='${k.p}' stroke-width='12'/><path d='M192 152q8 -10 16 0' stroke='${k.p}' stroke-width='10' fill='none'/><path d='M130 146q10 -14 26 -14M230 146q10 -14 26 -14' stroke='${k.a}' stroke-width='7' fill='none' stroke-linecap='round'/>`,
  },
  stones: {
    description: "a stack of smooth stones",
    draw: (k) =>
      `<ellipse cx='200' cy='214' rx='86' ry='26' fill='${k.p}'/><ellipse cx='200' cy='170' rx='62' ry='22' fill='${k.a}'/><ellipse cx='200' cy='134' rx='42' ry='17' fill='${k.p}' opacity='.85'/><ellipse cx='200' cy='106' rx='24' ry='11' fill='${k.a}'/><path d='M272 130c10 -30 30 -42 46 -44c-2 24 -18 42 -46 44z' fill='${k.p}' opacity='.7'/><path d='M264 150q10 -20 34 -40' stroke='${k.p}' stroke-width='4' fill='none' opacity='.7'/>`,
  },
  note: {
    description: "musical notes",
    draw: (k) =>
      `<path d='M166 88l110 -22v24l-110 22z' fill='${k.p}'/><rect x='166' y='96' width='12' height='114' fill='${k.p}'/><rect x='264' y='70' width='12' height='118' fill='${k.p}'/><ellipse cx='152' cy='210' rx='28' ry='21' fill='${k.p}'/><ellipse cx='250' cy='188' rx='28' ry='21' fill='${k.p}'/><ellipse cx='118' cy='130' rx='14' ry='10' fill='${k.a}'/><rect x='126' y='80' width='6' height='50' fill='${k.a}'/>`,
  },
  star: {
    description: "stars",
    draw: (k) =>
      `<path d='M200 70l24 52l56 6l-42 38l12 56l-50 -28l-50 28l12 -56l-42 -38l56 -6z' fill='${k.p}'/><path d='M288 186l8 18l19 2l-14 13l4 19l-17 -10l-17 10l4 -19l-14 -13l19 -2z' fill='${k.a}'/><path d='M112 84l6 12l13 2l-10 9l3 13l-12 -7l-12 7l3 -13l-10 -9l13 -2z' fill='${k.a}'/>`,
  },
  scissors: {
    description: "a pair of scissors",
    draw: (k) =>
      `<path d='M176 150l108 -70q8 14 -4 26l-84 58z' fill='${k.p}'/><path d='M176 166l108 70q8 -14 -4 -26l-84 -58z' fill='${k.p}'/><circle cx='140' cy='118' r='26' fill='none' stroke='${k.a}' stroke-width='14'/><circle cx='140' cy='202' r='26' fill='none' stroke='${k.a}' stroke-width='14'/><path d='M160 134l36 26M160 186l36 -26' stroke='${k.a}' stroke-width='14'/><circle cx='198' cy='160' r='8' fill='${k.l}'/>`,
  },
  bottle: {
    description: "skincare bottles",
    draw: (k) =>
      `<rect x='150' y='104' width='74' height='132' rx='16' fill='${k.p}'/><rect x='170' y='70' width='34' height='38' rx='6' fill='${k.a}'/><rect x='162' y='144' width='50' height='52' rx='6' fill='${k.l}' opacity='.8'/><path d='M174 160h26M174 172h18' stroke='${k.p}' stroke-width='5' stroke-linecap='round'/><rect x='236' y='170' width='62' height='66' rx='14' fill='${k.a}'/><rect x='232' y='156' width='70' height='20' rx='8' fill='${k.p}'/><path d='M120 110q-10 20 0 30q10 -10 0 -30z' fill='${k.a}'/>`,
  },
  mirror: {
    description: "a hand mirror",
    draw: (k) =>
      `<rect x='190' y='184' width='20' height='62' rx='8' fill='${k.a}'/><ellipse cx='200' cy='130' rx='66' ry='70' fill='${k.a}'/><ellipse cx='200' cy='130' rx='52' ry='56' fill='${k.l}'/><path d='M170 116l28 -28M176 140l44 -44' stroke='${k.p}' stroke-width='8' stroke-linecap='round' opacity='.45'/><path d='M286 92l5 12l12 5l-12 5l-5 12l-5 -12l-12 -5l12 -5z' fill='${k.p}'/>`,
  },
  flower: {
    description: "a flower in bloom",
    draw: (k) =>
      `<path d='M200 170v70' stroke='${k.p}' stroke-width='8'/><path d='M200 214c24 -30 54 -30 64 -22c-12 22 -40 30 -64 22z' fill='${k.p}'/><g fill='${k.p}'><circle cx='200' cy='92' r='28'/><circle cx='238' cy='118' r='28'/><circle cx='224' cy='160' r='28'/><circle cx='176' cy='160' r='28'/><circle cx='162' cy='118' r='28'/></g><circle cx='200' cy='128' r='22' fill='${k.a}'/><circle cx='194' cy='122' r='6' fill='${k.l}' opacity='.6'/>`,
  },
  wrench: {
    description: "a wrench",
    draw: (k) =>
      `<g transform='rotate(-40 200 160)'><rect x='186' y='110' width='28' height='130' rx='14' fill='${k.p}'/><path d='M160 72a44 44 0 0 0 80 0v38a40 40 0 0 1 -80 0z' fill='${k.p}'/><rect x='190' y='58' width='20' height='40' fill='${k.l}'/><circle cx='200' cy='222' r='7' fill='${k.l}'/></g><path d='M272 210l8 18l18 8l-18 8l-8 18l-8 -18l-18 -8l18 -8z' fill='${k.a}'/>`,
  },
  hammer: {
    description: "a hammer",
    draw: (k) =>
      `<g transform='rotate(-30 200 160)'><rect x='190' y='100' width='22' height='150' rx='10' fill='${k.a}'/><path d='M140 78h110a10 10 0 0 1 10 10v26a10 10 0 0 1 -10 10h-110q-24 -6 -30 -24q6 -16 30 -22z' fill='${k.p}'/></g><rect x='112' y='226' width='176' height='10' rx='5' fill='${k.p}' opacity='.35'/>`,
  },
  house: {
    description: "a house",
    draw: (k) =>
      `<rect x='132' y='140' width='136' height='96' fill='${k.p}'/><path d='M116 146l84 -74l84 74z' fill='${k.a}'/><rect x='248' y='86' width='18' height='40' fill='${k.a}'/><rect x='184' y='180' width='32' height='56' rx='4' fill='${k.l}'/><rect x='146' y='160' width='28' height='28' rx='3' fill='${k.l}' opacity='.85'/><rect x='226' y='160' width='28' height='28' rx='3' fill='${k.l}' opacity='.85'/>`,
  },
  roller: {
    description: "a paint roller",
    draw: (k) =>
      `<path d='M96 120h180' stroke='${k.a}' stroke-width='40' stroke-linecap='round' opacity='.45'/><rect x='112' y='88' width='150' height='54' rx='16' fill='${k.p}'/><path d='M262 115h22v52h-84v26' fill='none' stroke='${k.d}' stroke-width='9' stroke-linejoin='round' opacity='.75'/><rect x='190' y='190' width='20' height='56' rx='8' fill='${k.a}'/>`,
  },
  bolt: {
    description: "a lightning bolt",
    draw: (k) =>
      `<circle cx='200' cy='160' r='84' fill='${k.a}' opacity='.35'/><path d='M214 70l-70 104h50l-14 80l76 -110h-52z' fill='${k.p}'/>`,
  },
  key: {
    description: "a key",
    draw: (k) =>
      `<circle cx='146' cy='150' r='40' fill='none' stroke='${k.p}' stroke-width='18'/><rect x='180' y='141' width='130' height='18' rx='6' fill='${k.p}'/><rect x='264' y='158' width='16' height='34' rx='4' fill='${k.p}'/><rect x='292' y='158' width='16' height='24' rx='4' fill='${k.p}'/><circle cx='146' cy='150' r='14' fill='${k.a}'/>`,
  },
  car: {
    description: "a car",
    draw: (k) =>
      `<path d='M96 196v-30q0 -14 14 -18l34 -8l28 -36q8 -10 22 -10h64q14 0 22 10l26 34l24 6q14 4 14 18v34z' fill='${k.p}'/><path d='M180 108h34v38h-62zM226 108h18q8 0 12 6l20 32h-50z' fill='${k.l}' opacity='.85'/><circle cx='148' cy='200' r='24' fill='${k.d}'/><circle cx='148' cy='200' r='10' fill='${k.l}'/><circle cx='260' cy='200' r='24' fill='${k.d}'/><circle cx='260' cy='200' r='10' fill='${k.l}'/><rect x='290' y='164' width='14' height='10' rx='3' fill='${k.a}'/>`,
  },
  sun: {
    description: "the sun",
    draw: (k) => `${ray(200, 160, 66, 96, 12, k.p, 10)}<circle cx='200' cy='160' r='52' fill='${k.a}'/><circle cx='184' cy='146' r='12' fill='${k.l}' opacity='.5'/>`,
  },
  sparkle: {
    description: "sparkles",
    draw: (k) =>
      `<path d='M190 70q10 70 70 80q-60 10 -70 80q-10 -70 -70 -80q60 -10 70 -80z' fill='${k.p}'/><path d='M276 170q5 30 30 34q-25 4 -30 34q-5 -30 -30 -34q25 -4 30 -34z' fill='${k.a}'/><path d='M124 190q4 20 20 22q-16 3 -20 22q-4 -19 -20 -22q16 -2 20 -22z' fill='${k.a}'/>`,
  },
  lamp: {
    description: "a table lamp",
    draw: (k) =>
      `<circle cx='200' cy='140' r='90' fill='${k.a}' opacity='.2'/><path d='M152 78h96l26 78h-148z' fill='${k.p}'/><rect x='194' y='156' width='12' height='64' fill='${k.a}'/><ellipse cx='200' cy='226' rx='48' ry='12' fill='${k.a}'/><path d='M160 100h80' stroke='${k.l}' stroke-width='5' opacity='.5'/>`,
  },
  briefcase: {
    description: "a briefcase",
    draw: (k) =>
      `<rect x='168' y='84' width='64' height='40' rx='12' fill='none' stroke='${k.p}' stroke-width='12'/><rect x='112' y='112' width='176' height='120' rx='16' fill='${k.p}'/><rect x='112' y='156' width='176' height='14' fill='${k.a}'/><rect x='186' y='148' width='28' height='30' rx='5' fill='${k.l}'/>`,
  },
  chart: {
    description: "a rising bar chart",
    draw: (k) =>
      `<path d='M110 236h190' stroke='${k.d}' stroke-width='5' opacity='.4'/><rect x='122' y='176' width='34' height='56' rx='6' fill='${k.p}' opacity='.6'/><rect x='170' y='146' width='34' height='86' rx='6' fill='${k.p}' opacity='.8'/><rect x='218' y='116' width='34' height='116' rx='6' fill='${k.p}'/><path d='M126 150l50 -30l46 14l62 -56' fill='none' stroke='${k.a}' stroke-width='8' stroke-linecap='round' stroke-linejoin='round'/><circle cx='284' cy='78' r='10' fill='${k.a}'/>`,
  },
  document: {
    description: "a signed document",
    draw: (k) =>
      `<path d='M140 70h90l40 40v130h-130z' fill='${k.l}' stroke='${k.p}' stroke-width='8' stroke-linejoin='round'/><path d='M230 70v40h40' fill='${k.t}' stroke='${k.p}' stroke-width='8' stroke-linejoin='round'/><path d='M162 126h70M162 148h86M162 170h86M162 192h50' stroke='${k.p}' stroke-width='7' stroke-linecap='round' opacity='.55'/><path d='M170 222q14 -20 24 0t24 -6' stroke='${k.a}' stroke-width='6' fill='none' stroke-linecap='round'/>`,
  },
  columns: {
    description: "a classical building with columns",
    draw: (k) =>
      `<path d='M110 112l90 -44l90 44z' fill='${k.p}'/><rect x='116' y='112' width='168' height='14' fill='${k.a}'/><g fill='${k.p}'><rect x='130' y='132' width='18' height='80'/><rect x='168' y='132' width='18' height='80'/><rect x='214' y='132' width='18' height='80'/><rect x='252' y='132' width='18' height='80'/></g><rect x='116' y='214' width='168' height='12' fill='${k.a}'/><rect x='104' y='228' width='192' height='12' fill='${k.p}'/>`,
  },
  pen: {
    description: "a fountain pen",
    draw: (k) =>
      `<g transform='rotate(40 200 160)'><rect x='182' y='60' width='36' height='120' rx='12' fill='${k.p}'/><rect x='182' y='120' width='36' height='12' fill='${k.a}'/><path d='M182 180h36l-18 56z' fill='${k.a}'/><path d='M200 196v30' stroke='${k.l}' stroke-width='3'/></g><path d='M110 236q30 -24 60 -4t60 -6' stroke='${k.p}' stroke-width='5' fill='none' stroke-linecap='round' opacity='.6'/>`,
  },
  globe: {
    description: "a globe",
    draw: (k) =>
      `<circle cx='200' cy='156' r='80' fill='${k.p}'/><g fill='none' stroke='${k.l}' stroke-width='5' opacity='.7'><ellipse cx='200' cy='156' rx='36' ry='80'/><path d='M120 156h160M132 116h136M132 196h136M200 76v160'/></g><ellipse cx='200' cy='156' rx='112' ry='30' fill='none' stroke='${k.a}' stroke-width='7' transform='rotate(-18 200 156)'/>`,
  },
  umbrella: {
    description: "an umbrella",
    draw: (k) =>
      `<path d='M200 150v70q0 20 -20 20t-20 -20' fill='none' stroke='${k.a}' stroke-width='10' stroke-linecap='round'/><path d='M104 150a96 86 0 0 1 192 0q-16 -14 -32 0q-16 -14 -32 0q-16 -14 -32 0q-16 -14 -32 0q-16 -14 -32 0q-16 -14 -32 0z' fill='${k.p}'/><path d='M200 64q-30 40 -32 86M200 64q30 40 32 86' stroke='${k.l}' stroke-width='4' fill='none' opacity='.5'/>`,
  },
  people: {
    description: "a group of people",
    draw: (k) =>
      `<circle cx='140' cy='116' r='24' fill='${k.a}'/><path d='M100 236v-40a40 40 0 0 1 80 0v40z' fill='${k.a}'/><circle cx='260' cy='116' r='24' fill='${k.a}'/><path d='M220 236v-40a40 40 0 0 1 80 0v40z' fill='${k.a}'/><circle cx='200' cy='104' r='30' fill='${k.p}'/><path d='M150 240v-46a50 50 0 0 1 100 0v46z' fill='${k.p}'/>`,
  },
  laptop: {
    description: "a laptop",
    draw: (k) =>
      `<rect x='126' y='82' width='148' height='106' rx='10' fill='${k.p}'/><rect x='138' y='94' width='124' height='82' rx='4' fill='${k.l}'/><path d='M152 114h40M152 132h70M152 150h54' stroke='${k.a}' stroke-width='8' stroke-linecap='round'/><path d='M100 196h200l-14 24h-172z' fill='${k.p}'/><rect x='180' y='196' width='40' height='6' rx='3' fill='${k.l}' opacity='.6'/>`,
  },
  camera: {
    description: "a camera",
    draw: (k) =>
      `<rect x='168' y='84' width='64' height='30' rx='8' fill='${k.p}'/><rect x='110' y='104' width='180' height='124' rx='20' fill='${k.p}'/><circle cx='200' cy='166' r='46' fill='${k.l}'/><circle cx='200' cy='166' r='34' fill='${k.a}'/><circle cx='200' cy='166' r='18' fill='${k.d}'/><circle cx='192' cy='158' r='6' fill='${k.l}' opacity='.8'/><rect x='254' y='118' width='22' height='12' rx='4' fill='${k.a}'/>`,
  },
  frame: {
    description: "a framed landscape picture",
    draw: (k) =>
      `<rect x='108' y='72' width='184' height='156' rx='6' fill='${k.a}'/><rect x='124' y='88' width='152' height='124' fill='${k.l}'/><circle cx='240' cy='118' r='14' fill='${k.a}'/><path d='M124 212l50 -62l34 38l22 -24l46 48z' fill='${k.p}'/>`,
  },
  palette: {
    description: "a painter's palette and brush",
    draw: (k) =>
      `<path d='M200 82c64 0 100 36 100 76c0 26 -22 34 -40 30c-20 -4 -28 14 -20 30c10 18 -10 30 -40 30c-60 0 -100 -40 -100 -84s40 -82 100 -82z' fill='${k.p}'/><circle cx='160' cy='128' r='14' fill='${k.a}'/><circle cx='204' cy='112' r='14' fill='${k.l}'/><circle cx='250' cy='128' r='14' fill='${k.a}' opacity='.7'/><circle cx='150' cy='176' r='14' fill='${k.l}' opacity='.8'/><path d='M306 84l-76 88' stroke='${k.a}' stroke-width='10' stroke-linecap='round'/>`,
  },
  mic: {
    description: "a microphone",
    draw: (k) =>
      `<path d='M148 140a52 52 0 0 0 104 0' fill='none' stroke='${k.a}' stroke-width='10' stroke-linecap='round'/><path d='M200 192v36M168 232h64' stroke='${k.a}' stroke-width='10' stroke-linecap='round'/><rect x='172' y='68' width='56' height='106' rx='28' fill='${k.p}'/><path d='M180 98h40M180 116h40M180 134h40' stroke='${k.l}' stroke-width='5' opacity='.55'/>`,
  },
  vase: {
    description: "a ceramic vase with branches",
    draw: (k) =>
      `<path d='M200 132q-20 -40 -50 -66M204 132q10 -50 40 -74' stroke='${k.p}' stroke-width='5' fill='none'/><g fill='${k.a}'><circle cx='150' cy='66' r='10'/><circle cx='172' cy='84' r='8'/><circle cx='244' cy='58' r='10'/><circle cx='226' cy='82' r='8'/></g><path d='M176 120h48v14q40 24 40 58t-36 48h-56q-36 -14 -36 -48t40 -58z' fill='${k.p}'/><path d='M146 186h108' stroke='${k.a}' stroke-width='10'/>`,
  },
  ring: {
    description: "a pair of rings",
    draw: (k) =>
      `<circle cx='170' cy='172' r='50' fill='none' stroke='${k.p}' stroke-width='14'/><circle cx='236' cy='172' r='50' fill='none' stroke='${k.a}' stroke-width='14'/><path d='M152 102l18 -22h36l18 22l-36 30z' fill='${k.a}'/><path d='M152 102h72' stroke='${k.l}' stroke-width='4' opacity='.7'/>`,
  },
  bag: {
    description: "a shopping bag",
    draw: (k) =>
      `<path d='M170 112v-20a30 30 0 0 1 60 0v20' fill='none' stroke='${k.p}' stroke-width='10'/><path d='M128 110h144l14 128h-172z' fill='${k.p}'/><circle cx='170' cy='132' r='6' fill='${k.l}'/><circle cx='230' cy='132' r='6' fill='${k.l}'/><path d='M246 176l40 -8l10 34l-40 8z' fill='${k.a}'/><circle cx='258' cy='184' r='4' fill='${k.l}'/>`,
  },
  book: {
    description: "an open book",
    draw: (k) =>
      `<path d='M92 220v-124q56 -20 108 8q52 -28 108 -8v124q-56 -20 -108 8q-52 -28 -108 -8z' fill='${k.p}'/><path d='M104 206v-104q48 -14 90 8v104q-42 -22 -90 -8zM296 206v-104q-48 -14 -90 8v104q42 -22 90 -8z' fill='${k.l}'/><path d='M118 126q30 -6 60 6M118 148q30 -6 60 6M222 132q30 -12 60 -6M222 154q30 -12 60 -6' stroke='${k.a}' stroke-width='5' stroke-linecap='round'/>`,
  },
  gift: {
    description: "a wrapped gift",
    draw: (k) =>
      `<rect x='124' y='130' width='152' height='104' rx='8' fill='${k.p}'/><rect x='114' y='108' width='172' height='34' rx='8' fill='${k.p}'/><rect x='190' y='108' width='20' height='126' fill='${k.a}'/><path d='M200 108q-50 -46 -54 -10q4 16 54 10zM200 108q50 -46 54 -10q-4 16 -54 10z' fill='${k.a}'/>`,
  },
  tag: {
    description: "a label tag",
    draw: (k) =>
      `<path d='M160 76h110v110l-96 56l-70 -70z' fill='${k.p}' transform='rotate(8 200 160)'/><circle cx='240' cy='108' r='12' fill='${k.l}'/><path d='M240 108q40 -40 70 -10' stroke='${k.a}' stroke-width='6' fill='none'/><path d='M160 168l44 -44M176 186l34 -34' stroke='${k.l}' stroke-width='6' stroke-linecap='round' opacity='.6'/>`,
  },
  bike: {
    description: "a bicycle",
    draw: (k) =>
      `<circle cx='136' cy='186' r='46' fill='none' stroke='${k.p}' stroke-width='10'/><circle cx='264' cy='186' r='46' fill='none' stroke='${k.p}' stroke-width='10'/><path d='M136 186l44 -70h70l14 70M180 116l30 70l40 -70M136 186h74' fill='none' stroke='${k.a}' stroke-width='9' stroke-linejoin='round'/><path d='M166 104h32M236 96l14 20' stroke='${k.p}' stroke-width='9' stroke-linecap='round'/>`,
  },
  blocks: {
    description: "stacked toy blocks",
    draw: (k) =>
      `<rect x='116' y='160' width='76' height='76' rx='10' fill='${k.p}'/><rect x='200' y='160' width='76' height='76' rx='10' fill='${k.a}'/><rect x='158' y='78' width='76' height='76' rx='10' fill='${k.p}' opacity='.8' transform='rotate(-8 196 116)'/><circle cx='154' cy='198' r='16' fill='${k.l}' opacity='.6'/><path d='M222 214l16 -32l16 32z' fill='${k.l}' opacity='.7'/><rect x='180' y='100' width='30' height='30' rx='4' fill='${k.l}' opacity='.5' transform='rotate(-8 196 116)'/>`,
  },
  phone: {
    description: "a smartphone showing an app",
    draw: (k) =>
      `<rect x='148' y='62' width='104' height='180' rx='20' fill='${k.p}'/><rect x='160' y='80' width='80' height='140' rx='8' fill='${k.l}'/><g fill='${k.a}'><rect x='170' y='92' width='26' height='26' rx='6'/><rect x='204' y='92' width='26' height='26' rx='6'/><rect x='170' y='126' width='26' height='26' rx='6' opacity='.6'/><rect x='204' y='126' width='26' height='26' rx='6'/></g><rect x='170' y='164' width='60' height='10' rx='5' fill='${k.p}' opacity='.4'/><rect x='170' y='182' width='44' height='10' rx='5' fill='${k.p}' opacity='.4'/>`,
  },
  pencil: {
    description: "a pencil",
    draw: (k) =>
      `<g transform='rotate(-45 200 160)'><rect x='182' y='70' width='36' height='130' fill='${k.a}'/><rect x='182' y='50' width='36' height='24' rx='6' fill='${k.p}'/><path d='M182 200h36l-18 40z' fill='${k.l}'/><path d='M194 228h12l-6 12z' fill='${k.d}'/><path d='M194 70v130' stroke='${k.l}' stroke-width='4' opacity='.4'/></g><path d='M112 236h90' stroke='${k.p}' stroke-width='6' stroke-linecap='round' opacity='.5'/>`,
  },
  cap: {
    description: "a graduation cap",
    draw: (k) =>
      `<path d='M144 146v46q56 30 112 0v-46' fill='${k.p}' opacity='.85'/><path d='M200 82l116 46l-116 46l-116 -46z' fill='${k.p}'/><path d='M290 138v56' stroke='${k.a}' stroke-width='6'/><rect x='282' y='190' width='16' height='30' rx='5' fill='${k.a}'/><circle cx='200' cy='128' r='8' fill='${k.a}'/>`,
  },
  wave: {
    description: "ocean waves",
    draw: (k) =>
      `<circle cx='270' cy='98' r='26' fill='${k.a}'/><path d='M90 176q30 -40 60 0t60 0t60 0t60 0v64h-240z' fill='${k.p}' opacity='.55'/><path d='M90 204q30 -40 60 0t60 0t60 0t60 0v36h-240z' fill='${k.p}'/><path d='M90 150q30 -30 60 0t60 0t60 0t60 0' fill='none' stroke='${k.p}' stroke-width='6' opacity='.4'/>`,
  },
  balloon: {
    description: "balloons",
    draw: (k) =>
      `<path d='M160 170q6 30 -6 70M226 150q-4 40 10 90M196 196q0 24 -4 44' stroke='${k.d}' stroke-width='3' fill='none' opacity='.5'/><ellipse cx='160' cy='128' rx='40' ry='48' fill='${k.p}'/><ellipse cx='228' cy='108' rx='40' ry='48' fill='${k.a}'/><ellipse cx='196' cy='160' rx='30' ry='36' fill='${k.p}' opacity='.75'/><ellipse cx='146' cy='112' rx='8' ry='14' fill='${k.l}' opacity='.5'/><ellipse cx='214' cy='92' rx='8' ry='14' fill='${k.l}' opacity='.5'/>`,
  },
  calendar: {
    description: "a calendar with a date marked",
    draw: (k) =>
      `<rect x='118' y='86' width='164' height='148' rx='14' fill='${k.l}' stroke='${k.p}' stroke-width='8'/><path d='M118 100a14 14 0 0 1 14 -14h136a14 14 0 0 1 14 14v26h-164z' fill='${k.p}'/><path d='M156 72v28M244 72v28' stroke='${k.a}' stroke-width='10' stroke-linecap='round'/><g fill='${k.t}'><rect x='138' y='142' width='26' height='22' rx='4'/><rect x='174' y='142' width='26' height='22' rx='4'/><rect x='246' y='142' width='26' height='22' rx='4'/><rect x='138' y='176' width='26' height='22' rx='4'/><rect x='174' y='176' width='26' height='22' rx='4'/><rect x='210' y='176' width='26' height='22' rx='4'/></g><rect x='210' y='142' width='26' height='22' rx='4' fill='${k.a}'/>`,
  },
  tent: {
    description: "a tent under a pennant",
    draw: (k) =>
      `<path d='M200 70v-8' stroke='${k.d}' stroke-width='4'/><path d='M200 62l26 8l-26 8z' fill='${k.a}'/><path d='M200 78l-96 156h192z' fill='${k.p}'/><path d='M200 120l-36 114h72z' fill='${k.l}' opacity='.85'/><path d='M84 236h232' stroke='${k.p}' stroke-width='6' stroke-linecap='round' opacity='.5'/>`,
  },
  mountain: {
    description: "mountains under the sun",
    draw: (k) =>
      `<circle cx='268' cy='96' r='24' fill='${k.a}'/><path d='M84 236l76 -120l76 120z' fill='${k.p}' opacity='.7'/><path d='M150 236l84 -146l84 146z' fill='${k.p}'/><path d='M234 90l-22 38l14 -6l8 12l8 -12l14 6z' fill='${k.l}'/><path d='M160 116l-16 26l10 -4l6 8l6 -8l10 4z' fill='${k.l}' opacity='.8'/>`,
  },
  bed: {
    description: "a made bed",
    draw: (k) =>
      `<rect x='104' y='104' width='20' height='132' rx='6' fill='${k.p}'/><rect x='276' y='150' width='20' height='86' rx='6' fill='${k.p}'/><rect x='112' y='170' width='176' height='40' rx='8' fill='${k.l}' stroke='${k.p}' stroke-width='6'/><rect x='132' y='140' width='52' height='30' rx='12' fill='${k.l}' stroke='${k.p}' stroke-width='5'/><path d='M190 164h98v46h-98z' fill='${k.a}'/><path d='M112 214h176' stroke='${k.p}' stroke-width='10'/>`,
  },
  boat: {
    description: "a sailing boat",
    draw: (k) =>
      `<path d='M204 70v120' stroke='${k.d}' stroke-width='5' opacity='.7'/><path d='M210 74l70 110h-70z' fill='${k.a}'/><path d='M198 86l-64 98h64z' fill='${k.l}' stroke='${k.p}' stroke-width='5' stroke-linejoin='round'/><path d='M112 194h184l-26 34h-132z' fill='${k.p}'/><path d='M84 238q20 -12 40 0t40 0t40 0t40 0t40 0t40 0' stroke='${k.p}' stroke-width='5' fill='none' opacity='.5'/>`,
  },
  code: {
    description: "code on a screen",
    draw: (k) =>
      `<rect x='104' y='78' width='192' height='148' rx='14' fill='${k.p}'/><path d='M104 92a14 14 0 0 1 14 -14h164a14 14 0 0 1 14 14v12h-192z' fill='${k.d}' opacity='.35'/><g fill='${k.l}'><circle cx='122' cy='92' r='5'/><circle cx='138' cy='92' r='5'/><circle cx='154' cy='92' r='5'/></g><path d='M168 138l-28 24l28 24M232 138l28 24l-28 24' fill='none' stroke='${k.l}' stroke-width='10' stroke-linecap='round' stroke-linejoin='round'/><path d='M212 130l-24 64' stroke='${k.a}' stroke-width='10' stroke-linecap='round'/>`,
  },
  gamepad: {
    description: "a game controller",
    draw: (k) =>
      `<path d='M142 112h116q40 0 48 56q8 50 -24 54q-20 2 -40 -30h-76q-20 32 -40 30q-32 -4 -24 -54q8 -56 40 -56z' fill='${k.p}'/><path d='M150 150h40M170 130v40' stroke='${k.l}' stroke-width='10' stroke-linecap='round'/><circle cx='236' cy='140' r='10' fill='${k.a}'/><circle cx='258' cy='162' r='10' fill='${k.a}'/><circle cx='214' cy='162' r='10' fill='${k.l}' opacity='.7'/>`,
  },
  ball: {
    description: "a ball",
    draw: (k) =>
      `<ellipse cx='200' cy='238' rx='70' ry='8' fill='${k.p}' opacity='.3'/><circle cx='200' cy='150' r='80' fill='${k.p}'/><g fill='none' stroke='${k.l}' stroke-width='6' opacity='.8'><path d='M120 150h160M200 70v160'/><path d='M144 94q40 56 0 112M256 94q-40 56 0 112'/></g>`,
  },
  flag: {
    description: "a flag",
    draw: (k) =>
      `<rect x='130' y='66' width='12' height='176' rx='6' fill='${k.d}' opacity='.7'/><path d='M142 76q40 -20 80 0t80 0v96q-40 20 -80 0t-80 0z' fill='${k.p}'/><path d='M222 104l8 16l18 2l-13 12l4 18l-17 -9l-17 9l4 -18l-13 -12l18 -2z' fill='${k.a}'/>`,
  },
  paw: {
    description: "a paw print",
    draw: (k) =>
      `<path d='M200 150c30 0 62 40 62 66c0 20 -18 24 -32 20c-12 -4 -20 -8 -30 -8s-18 4 -30 8c-14 4 -32 0 -32 -20c0 -26 32 -66 62 -66z' fill='${k.p}'/><g fill='${k.p}'><ellipse cx='140' cy='140' rx='20' ry='26' transform='rotate(-20 140 140)'/><ellipse cx='178' cy='100' rx='20' ry='27' transform='rotate(-6 178 100)'/><ellipse cx='222' cy='100' rx='20' ry='27' transform='rotate(6 222 100)'/><ellipse cx='260' cy='140' rx='20' ry='26' transform='rotate(20 260 140)'/></g><path d='M286 76l-14 -14a9 9 0 0 1 14 -12a9 9 0 0 1 14 12z' fill='${k.a}'/>`,
  },
  dog: {
    description: "a happy dog",
    draw: (k) =>
      `<ellipse cx='140' cy='130' rx='26' ry='48' fill='${k.a}' transform='rotate(20 140 130)'/><ellipse cx='260' cy='130' rx='26' ry='48' fill='${k.a}' transform='rotate(-20 260 130)'/><circle cx='200' cy='150' r='70' fill='${k.p}'/><ellipse cx='200' cy='184' rx='36' ry='28' fill='${k.l}'/><circle cx='174' cy='136' r='8' fill='${k.d}'/><circle cx='226' cy='136' r='8' fill='${k.d}'/><ellipse cx='200' cy='170' rx='14' ry='10' fill='${k.d}'/><path d='M200 180v12q-10 12 -20 4M200 192q10 12 20 4' stroke='${k.d}' stroke-width='4' fill='none' stroke-linecap='round'/><path d='M192 200q8 20 16 0z' fill='${k.a}'/>`,
  },
  horseshoe: {
    description: "a horseshoe",
    draw: (k) =>
      `<path d='M144 232v-80a56 56 0 0 1 112 0v80' fill='none' stroke='${k.p}' stroke-width='30' stroke-linecap='round'/><g fill='${k.l}'><circle cx='144' cy='196' r='5'/><circle cx='144' cy='164' r='5'/><circle cx='256' cy='196' r='5'/><circle cx='256' cy='164' r='5'/><circle cx='166' cy='118' r='5'/><circle cx='234' cy='118' r='5'/></g><path d='M284 78l6 14l14 6l-14 6l-6 14l-6 -14l-14 -6l14 -6z' fill='${k.a}'/>`,
  },
};

/** The motif's drawing, or a star for a key we do not know. */
export function drawMotif(name: string, colors: MotifColors): string {
  return (Object.hasOwn(MOTIFS, name) ? MOTIFS[name]! : MOTIFS.star!).draw(colors);
}

export const MOTIF_NAMES: readonly string[] = Object.keys(MOTIFS);
