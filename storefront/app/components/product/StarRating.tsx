export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount <= 0) return <p className="text-xs text-gray-500">No reviews yet</p>;
  const rounded = Math.round(rating * 10) / 10;
  return (
    <p className="flex items-center gap-1 text-xs text-gray-700" aria-label={`Rated ${rounded} out of 5 from ${reviewCount} reviews`}>
      <span aria-hidden="true" className="text-gold-400">
        {"★★★★★".slice(0, Math.round(rating))}
        <span className="text-gray-300">{"★★★★★".slice(Math.round(rating))}</span>
      </span>
      <span>
        {rounded} ({reviewCount})
      </span>
    </p>
  );
}
