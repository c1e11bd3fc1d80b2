async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/facebook/musicgen-small",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.blob();
	return result;
}

query({
	inputs: "gentle rain on a tin roof, distant thunder, calm ambient pads",
}).then((audio) => {
	// audio is a Blob
	console.log(audio.size, audio.type);
});
