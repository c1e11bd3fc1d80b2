async function query(data) {
	const response = await fetch(
		"https://my-video-endpoint.endpoints.huggingface.cloud",
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
	inputs: "A red fox running through fresh snow in a pine forest",
}).then((video) => {
	// video is a Blob
	console.log(video.size, video.type);
});
