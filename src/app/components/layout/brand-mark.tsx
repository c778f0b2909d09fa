/** The Loc Liber mark (the app icon, inline so it paints with the first frame). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 512 512" aria-hidden="true">
      <rect width="512" height="512" rx="112" fill="#0b5fff" />
      <path
        d="M256 72c-84 0-152 66-152 148 0 104 128 216 140 226a18 18 0 0 0 24 0c12-10 140-122 140-226 0-82-68-148-152-148z"
        fill="#fff"
      />
      <path
        d="M212 146h58c40 0 68 26 68 62s-28 62-68 62h-26v64h-32zm32 28v68h24c22 0 36-14 36-34s-14-34-36-34z"
        fill="#0b5fff"
      />
      <circle cx="376" cy="376" r="58" fill="#16a34a" stroke="#fff" strokeWidth="14" />
      <path
        d="M350 377l18 18 34-36"
        fill="none"
        stroke="#fff"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
